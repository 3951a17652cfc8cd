// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { ContentFooterView as ContentFooter } from './footer-view';
import { newsletterEmailError } from '../../newsletter/newsletter-email-form';

afterEach(cleanup);

const footer = {
  _meta: { schema: 'footer', name: 'Footer', deliveryId: 'f-1', deliveryKey: 'footer' },
  loyaltyBanner: { text: 'Members get free shipping', icon: 'loyalty-badge' },
  columnOneLinks: [{ name: 'Our story', link: '/t/our-story' }],
  columnTwo: { columnTitle: 'Help', links: [{ name: 'Returns', link: '/t/returns-exchanges' }] },
  columnThree: {
    columnTitle: 'Shop',
    links: [{ name: 'Jackets', link: { value: { linkType: 'category', linkQuery: { id: 'jackets' } } } }],
  },
  socialLinks: [{ title: 'Instagram', icon: 'instagram', link: 'https://instagram.example/ridgeline' }],
  marketingLink: {
    title: 'Get 10% off',
    subtitle: 'Join our emails',
    link: '/t/emails',
    icon: 'email',
    hasTwoStepModal: true,
  },
  legalLinks: [{ name: 'Privacy Policy', link: '/t/privacy-policy' }],
  workingHours: [{ name: 'Monday–Friday', text: '9 am–9 pm ET' }],
  submitEmail: {
    enableEmailSubscription: true,
    emailTitleText: 'Stay in the loop',
    emailDescriptionText: 'News from the trail.',
    legalText: '<p>Unsubscribe at any time.</p>',
  },
  hasQualtricsLink: false,
};

describe('ContentFooter (spec 3 §2.5, §3.7)', () => {
  it('renders the loyalty banner, columns, hours, social, marketing and legal links, /account and international', () => {
    renderInShop(<ContentFooter footer={footer} />);
    expect(screen.getByText('Members get free shipping').querySelector('svg')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Our story' }).getAttribute('href')).toBe('/t/our-story');
    expect(
      within(screen.getByRole('navigation', { name: 'Help' })).getByRole('link', { name: 'Returns' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jackets' }).getAttribute('href')).toBe('/c/jackets/');
    expect(screen.getByText('Monday–Friday').nextElementSibling!.textContent).toBe('9 am–9 pm ET');
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.example/ridgeline',
    );
    // Without a two-step signup to open, the marketing link is followed.
    expect(screen.getByRole('link', { name: /Get 10% off/ }).getAttribute('href')).toBe('/t/emails');
    expect(
      within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Privacy Policy' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'International' }).getAttribute('href')).toBe('/international');
    expect(screen.getByRole('heading', { name: 'Stay in the loop' })).toBeTruthy();
    expect(screen.getByText('Unsubscribe at any time.')).toBeTruthy();
    // No newsletter route given: nowhere to subscribe, so no field.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('opens the two-step sign-up from the marketing link from 760 px up, and follows the link below', async () => {
    renderInShop(<ContentFooter footer={footer} newsletterAction="/newsletter" />);
    const link = screen.getByRole('link', { name: /Get 10% off/ });
    expect(link.getAttribute('href')).toBe('/t/emails');
    vi.stubGlobal('innerWidth', 759);
    // Narrower: the link is followed (the router's navigation), no modal.
    fireEvent.click(link);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    vi.stubGlobal('innerWidth', 760);
    fireEvent.click(screen.getByRole('link', { name: /Get 10% off/ }));
    const modal = await screen.findByRole('dialog', { name: 'Get 10% off', hidden: true });
    expect(within(modal).getByText('Join our emails')).toBeTruthy();
    expect(within(modal).getByRole('textbox', { name: 'Email address', hidden: true })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('collapses the location section below lg behind its summary, with the locale selector inside', () => {
    renderInShop(<ContentFooter footer={footer} />);
    // A details element: it opens and closes with no script (the footer is kept as server HTML);
    // app.css keeps it open from lg.
    const details = document.querySelector('details.footer-location') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(within(details).getByText('Location', { selector: 'summary' })).toBeTruthy();
    expect(within(details).getByRole('combobox', { name: 'Language and region' })).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'International' })).toBeTruthy();
  });

  it('leaves the email area out when the subscription is turned off', () => {
    renderInShop(
      <ContentFooter footer={{ ...footer, submitEmail: { ...footer.submitEmail, enableEmailSubscription: false } }} />,
    );
    expect(screen.queryByRole('heading', { name: 'Stay in the loop' })).toBeNull();
  });
});

describe('the footer email field (spec 3 §5)', () => {
  it('checks the pattern, then the 50 characters, with the spec texts', () => {
    expect(newsletterEmailError('')?.defaultMessage).toBe('Please enter a valid email address.');
    expect(newsletterEmailError('hiker@trail')?.defaultMessage).toBe('Please enter a valid email address.');
    expect(newsletterEmailError('hiker@ridgeline.com')).toBeUndefined();
    expect(newsletterEmailError(`${'a'.repeat(40)}@ridgeline.ca`)?.defaultMessage).toBe(
      'Must be less than 50 characters.',
    );
  });

  it('shows the message on blur and refuses an empty submit', () => {
    renderInShop(<ContentFooter footer={footer} newsletterAction="/newsletter" />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.change(field, { target: { value: 'hiker@' } });
    fireEvent.blur(field);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'hiker@ridgeline.com' } });
    fireEvent.blur(field);
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });
});
