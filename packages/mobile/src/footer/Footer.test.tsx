import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { darkThemeClass } from '../theme';
import { lightThemeClass } from '../theme/themes.css';
import { Footer } from './Footer';

describe('Footer', () => {
  it('renders links with href as real links in a list', () => {
    render(
      <Footer
        label="The end"
        links={[
          { text: 'Help', href: '/help' },
          { text: 'Privacy', href: '/privacy' },
        ]}
        content="© 2026 Tessera"
      />,
    );
    expect(screen.getByText('The end')).toBeInTheDocument();
    const list = screen.getAllByRole('list')[0]!;
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('© 2026 Tessera')).toBeInTheDocument();
  });

  it('calls onLinkClick with the item and index; items without href are buttons', async () => {
    const onLinkClick = vi.fn();
    render(
      <Footer
        links={[{ text: 'Home', href: '#home' }, { text: 'Contact us' }]}
        onLinkClick={onLinkClick}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(onLinkClick).toHaveBeenCalledWith({ text: 'Contact us' }, 1, expect.anything());
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onLinkClick).toHaveBeenCalledTimes(2);
  });

  it('makes chips buttons when onChipClick is set, text otherwise', async () => {
    const onChipClick = vi.fn();
    const { rerender } = render(<Footer chips={[{ text: 'Feedback', type: 'link' }]} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Footer chips={[{ text: 'Feedback', type: 'link' }]} onChipClick={onChipClick} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChipClick).toHaveBeenCalledWith(
      { text: 'Feedback', type: 'link' },
      0,
      expect.anything(),
    );
  });

  it('takes the colours of the tone it sits on, whatever the app theme', () => {
    const footer = (tone?: 'light' | 'dark' | 'brand') => (
      <Footer tone={tone} links={[{ text: 'Help', href: '/help' }]} content="© 2026 Tessera" />
    );
    const { rerender } = render(footer());
    const root = () => screen.getByText('© 2026 Tessera').parentElement!;
    expect(root()).toHaveAttribute('data-tone', 'default');
    expect(root()).not.toHaveClass(darkThemeClass);
    rerender(<ConfigProvider theme="light">{footer('dark')}</ConfigProvider>);
    expect(root()).toHaveAttribute('data-tone', 'dark');
    expect(root()).toHaveClass(darkThemeClass);
    rerender(<ConfigProvider theme="dark">{footer('light')}</ConfigProvider>);
    expect(root()).toHaveAttribute('data-tone', 'light');
    expect(root()).toHaveClass(lightThemeClass);
    rerender(footer('brand'));
    expect(root()).toHaveAttribute('data-tone', 'brand');
    expect(root()).not.toHaveClass(lightThemeClass);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it('warns when a link has neither href nor onLinkClick', () => {
    expectConsole('warn', 'give every link an `href`');
    render(<Footer links={[{ text: 'Dead end' }]} />);
    expect(screen.getByRole('button', { name: 'Dead end' })).toBeInTheDocument();
  });
});

describeBasics('Footer on the brand colour', () => (
  <Footer tone="brand" label="The end" links={[{ text: 'Terms', href: '/terms' }]} />
));

describeBasics('Footer', () => (
  <Footer
    label="No more results"
    links={[{ text: 'Terms', href: '/terms' }]}
    content="© 2026"
    chips={[{ text: 'Report a problem' }]}
    onChipClick={() => undefined}
    safeArea
  />
));
