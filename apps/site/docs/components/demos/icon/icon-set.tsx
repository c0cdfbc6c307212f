/**
 * title: The icon set
 * description: Every icon the library ships, with its component name. Import only the ones you use.
 * keywords: [icons, list, svg]
 */
import {
  AddIcon,
  CheckCircleIcon,
  CheckIcon,
  ClockCircleIcon,
  CloseCircleIcon,
  CloseIcon,
  DeleteIcon,
  DownIcon,
  EditIcon,
  ExclamationCircleIcon,
  Flex,
  HeartIcon,
  HomeIcon,
  InfoCircleIcon,
  LeftIcon,
  MinusIcon,
  MoreIcon,
  RefreshIcon,
  RightIcon,
  SearchIcon,
  SettingIcon,
  ShareIcon,
  StarIcon,
  UpIcon,
  UserIcon,
} from '@tessera/mobile';
import { Fragment } from 'react';

const icons = {
  AddIcon,
  CheckCircleIcon,
  CheckIcon,
  ClockCircleIcon,
  CloseCircleIcon,
  CloseIcon,
  DeleteIcon,
  DownIcon,
  EditIcon,
  ExclamationCircleIcon,
  HeartIcon,
  HomeIcon,
  InfoCircleIcon,
  LeftIcon,
  MinusIcon,
  MoreIcon,
  RefreshIcon,
  RightIcon,
  SearchIcon,
  SettingIcon,
  ShareIcon,
  StarIcon,
  UpIcon,
  UserIcon,
};

export default function IconSet() {
  return (
    <Flex as="ul" wrap gap="m" aria-label="Icons">
      {Object.entries(icons).map(([name, Component]) => (
        <Flex.Item as="li" key={name} span={6}>
          <Flex direction="column" align="center" gap="xs">
            <Component aria-label={name} />
            <small>
              {/* A long name breaks between its words (Exclamation|Circle) on a narrow screen. */}
              {name
                .replace('Icon', '')
                .split(/(?=[A-Z])/)
                .map((word, index) => (
                  <Fragment key={word}>
                    {index > 0 && <wbr />}
                    {word}
                  </Fragment>
                ))}
            </small>
          </Flex>
        </Flex.Item>
      ))}
    </Flex>
  );
}
