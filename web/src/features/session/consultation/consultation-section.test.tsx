import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWithProviders, stubFetch, envelope } from '@/test-utils/render';
import { ConsultationSection } from './consultation-section';

const render = (address: string, onRequest: boolean) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[address]}>
      <ConsultationSection type="message" source="about" onRequest={onRequest} />
    </MemoryRouter>,
  );

describe('the consultation section', () => {
  beforeEach(() => {
    stubFetch(() => envelope(null));
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('on a phone, loads the form only when the visitor asks for it', async () => {
    render('/about', true);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByTestId('consult-form-message')).toBeNull();
    await userEvent.click(screen.getByTestId('consult-open'));
    expect(await screen.findByTestId('consult-form-message')).toBeInTheDocument();
    expect(screen.queryByTestId('consult-open')).toBeNull();
  });

  it('on a phone, opens the form at once for a link to #consult', async () => {
    render('/about#consult', true);
    expect(await screen.findByTestId('consult-form-message')).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('on a desktop, shows the form without being asked', async () => {
    render('/about', false);
    expect(await screen.findByTestId('consult-form-message')).toBeInTheDocument();
    expect(screen.queryByTestId('consult-open')).toBeNull();
  });
});
