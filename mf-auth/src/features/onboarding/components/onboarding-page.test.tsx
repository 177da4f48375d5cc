import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { installServices, namespaces } from '../../../testing';
import { OnboardingPage } from './onboarding-page';

afterEach(cleanup);

function renderSlides() {
  const services = installServices(() => ({ updateProfile: { id: '1', emailNotifications: true, language: 'en' } }));
  renderWithProviders(<OnboardingPage />, { namespaces, route: '/onboarding?next=/t/1' });
  return services;
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the onboarding slides', () => {
  it('go forward with Next, to a slide with its dot, and back and forth with the arrow keys', async () => {
    renderSlides();
    expect(heading().textContent).toBe('Monitor');
    expect(screen.getByRole('button', { name: 'Slide 1 of 4' }).getAttribute('aria-current')).toBe('step');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading().textContent).toBe('Compare');
    // the new slide's heading has the focus, so a screen reader reads it
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    fireEvent.click(screen.getByRole('button', { name: 'Slide 4 of 4' }));
    expect(heading().textContent).toBe('Alarms');
    expect(screen.getByRole('button', { name: 'Slide 4 of 4' }).getAttribute('aria-current')).toBe('step');
    fireEvent.keyDown(heading(), { key: 'ArrowLeft' });
    expect(heading().textContent).toBe('Analyse');
    fireEvent.keyDown(heading(), { key: 'ArrowRight' });
    fireEvent.keyDown(heading(), { key: 'ArrowRight' });
    expect(heading().textContent).toBe('Alarms');
  });

  it('offer skip until the last slide, which finishes instead of going on', async () => {
    const services = renderSlides();
    expect(screen.getByRole('link', { name: 'Skip' }).getAttribute('href')).toBe('/t/1');
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading().textContent).toBe('Alarms');
    expect(screen.queryByRole('link', { name: 'Skip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() =>
      expect(services.clients.nucleolus.request).toHaveBeenCalledWith(expect.anything(), {
        input: { hasOnboarded: true },
      }),
    );
    expect(localStorage.getItem('nucleolus.hasOnboarded')).toBe('true');
  });
});
