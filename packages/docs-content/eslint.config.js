import node from '@tessera/eslint-config/node';

export default node;
