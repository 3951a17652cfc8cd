// @vitest-environment happy-dom
import type { Customer } from '@ridgeline/sdk';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { ProfileForm } from './profile-form';

afterEach(cleanup);

const customer = {
  customerId: 'c1',
  customerNo: '10000001',
  isRegistered: true,
  isGuest: false,
  customerType: 'registered',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  login: 'ada@example.com',
  phoneHome: '(206) 555-0100',
  gender: -1,
  c_customerGroups: [],
  c_postalCode: '98101',
  c_newsletter: false,
  c_loyaltyEnrolled: false,
  creationDate: '2026-01-01T00:00:00.000Z',
  lastModified: '2026-01-01T00:00:00.000Z',
} satisfies Customer;

describe('the profile form', () => {
  it('checks fields as they are left and on submit, and focuses the first invalid one', () => {
    renderInShop(<ProfileForm customer={customer} />, { signedIn: true });
    const lastName = screen.getByLabelText('Last Name');
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Ada');
    fireEvent.change(lastName, { target: { value: '' } });
    fireEvent.blur(lastName);
    expect(screen.getByText('Please enter your last name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Zip Code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please enter a valid zip code')).toBeTruthy();
    expect(document.activeElement).toBe(lastName);
  });
});
