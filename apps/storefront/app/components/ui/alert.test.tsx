// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { Alert } from './alert';

afterEach(cleanup);

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('%s is announced with role %s', (status, role) => {
    renderInShop(<Alert status={status} title={`A ${status}`} />);
    expect(screen.getByRole(role)).toHaveProperty('textContent', `A ${status}`);
    expect(screen.getByRole(role).getAttribute('data-status')).toBe(status);
  });

  it('stays until closed, then calls onClose', () => {
    const onClose = vi.fn();
    renderInShop(
      <Alert status="error" closable onClose={onClose}>
        Invalid login
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Invalid login');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no close button unless closable', () => {
    renderInShop(<Alert status="info">Note</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
