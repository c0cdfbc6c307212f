/**
 * title: Three levels in a sheet
 * description: Choose a region level by level; the choice is a draft until Confirm. onConfirm gives the values and the whole path of options.
 * keywords: [popup, confirm, path, onConfirm, disabled]
 */
import { Button, Cascader, type CascaderOption, type CascaderValue } from '@tessera/mobile';
import { useState } from 'react';

const regions: CascaderOption[] = [
  {
    label: 'Zhejiang',
    value: 'zj',
    children: [
      {
        label: 'Hangzhou',
        value: 'hz',
        children: [
          { label: 'Xihu', value: 'xh' },
          { label: 'Binjiang', value: 'bj' },
          { label: 'Yuhang', value: 'yh', disabled: true },
        ],
      },
      { label: 'Ningbo', value: 'nb', children: [{ label: 'Haishu', value: 'hs' }] },
    ],
  },
  {
    label: 'Jiangsu',
    value: 'js',
    children: [
      { label: 'Nanjing', value: 'nj', children: [{ label: 'Xuanwu', value: 'xw' }] },
      { label: 'Suzhou', value: 'sz', children: [{ label: 'Gusu', value: 'gs' }] },
    ],
  },
];

export default function Basic() {
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState<CascaderValue[]>([]);
  const [path, setPath] = useState('');
  return (
    <>
      <Button onClick={() => setVisible(true)}>Choose a district</Button>
      <p>District: {path || 'none yet'}</p>
      <Cascader
        title="District"
        options={regions}
        visible={visible}
        value={value}
        onClose={() => setVisible(false)}
        onConfirm={(next, { items }) => {
          setValue(next);
          setPath(items.map((item) => item.label).join(' / '));
        }}
      />
    </>
  );
}
