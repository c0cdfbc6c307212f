import react from '@tessera/eslint-config/react';

export default react;
