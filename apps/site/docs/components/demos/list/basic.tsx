/**
 * title: Rows, links and buttons
 * description: A header names the list; rows show a prefix, a description and an extra value. A row with onClick is a button, a row with href is a link, both with an arrow.
 * keywords: [header, prefix, description, extra, arrow, onClick, href, disabled]
 */
import { List, SettingIcon, StarIcon, UserIcon } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [language, setLanguage] = useState('English');
  return (
    <List header="Settings">
      <List.Item prefix={<UserIcon />} description="ada@example.com">
        Ada Lovelace
      </List.Item>
      <List.Item
        prefix={<SettingIcon />}
        extra={language}
        onClick={() => setLanguage(language === 'English' ? '中文' : 'English')}
      >
        Language
      </List.Item>
      <List.Item prefix={<StarIcon />} href="/guide">
        Getting started
      </List.Item>
      <List.Item onClick={() => undefined} disabled description="Ask your administrator">
        Delete workspace
      </List.Item>
    </List>
  );
}
