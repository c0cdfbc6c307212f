/**
 * title: Beside a name
 * description: An avatar next to the text that already names the person is decorative, so pass alt="" and the name is not read twice.
 * keywords: [alt, decorative, list, contact]
 */
import { Avatar, Flex } from '@tessera/mobile';

const contacts = [
  { name: 'Dana Scully', src: '/images/people/dana.svg', role: 'Field agent' },
  { name: 'Farid Haddad', role: 'Translator' },
];

export default function InARow() {
  return (
    <Flex direction="column" gap="m">
      {contacts.map((contact) => (
        <Flex key={contact.name} gap="m" align="center">
          <Avatar src={contact.src} name={contact.name} alt="" />
          <Flex direction="column">
            <strong>{contact.name}</strong>
            <span>{contact.role}</span>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
