// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { RegisterStep } from './register-step';

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(cleanup);

describe('the registration form start (spec 1 §4, §7)', () => {
  it('pushes one form_start event, on the first focus of a field and not of the Back button', async () => {
    renderInShop(<RegisterStep email="ada@example.com" onBack={() => {}} onAnswer={() => {}} />);
    fireEvent.focus(await screen.findByRole('button', { name: 'Back' }));
    expect(window.dataLayer).toEqual([]);

    fireEvent.focus(screen.getByRole('textbox', { name: 'First Name' }));
    fireEvent.focus(screen.getByRole('textbox', { name: 'Last Name' }));
    expect(window.dataLayer).toEqual([{ event: 'form_start', form_name: 'registration' }]);
  });
});
