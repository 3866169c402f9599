import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ListLink } from './list-link';

describe('ListLink', () => {
  it('is a link with the address, which crawlers and new tabs can follow', () => {
    render(
      <MemoryRouter>
        <ListLink to="/article/info?id=1">中欧班列新线路</ListLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '中欧班列新线路' })).toHaveAttribute(
      'href',
      '/article/info?id=1',
    );
  });
});
