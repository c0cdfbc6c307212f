import { render, screen } from '@testing-library/react';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { describeBasics } from '../test-utils/basics';
import { Loading } from './Loading';

describe('Loading', () => {
  it('is a status named by its text', () => {
    render(<Loading>Fetching orders</Loading>);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching orders');
  });

  it('falls back to the locale text for screen readers', () => {
    render(
      <ConfigProvider locale={zhCN}>
        <Loading type="dots" />
      </ConfigProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('covers the screen when fullScreen', () => {
    render(<Loading fullScreen>Please wait</Loading>);
    expect(screen.getByRole('status')).toHaveAttribute('data-vertical', 'true');
  });
});

describeBasics('Loading', () => <Loading />);
