import { render } from '@testing-library/react';
import { Highlighted } from './highlighted';

describe('Highlighted', () => {
  it('marks the matched words and never reads the text as HTML', () => {
    const { container } = render(
      <Highlighted text="x" marked={'东北<em>大豆</em> &lt;b&gt;&amp; <em>油</em>'} />,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['大豆', '油']);
    expect(container.textContent).toBe('东北大豆 <b>& 油');
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows the plain text without a highlight', () => {
    const { container } = render(<Highlighted text="东北大豆" />);
    expect(container.textContent).toBe('东北大豆');
  });
});
