import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Add Step</Button>
        <Button type="submit" variant="primary">
          Add Recipe
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('carries the classes of its variant plus the caller’s own', () => {
    render(
      <Button variant="danger" className="mine">
        Remove Recipe
      </Button>,
    );
    // CSS Modules map to their own names under identity-obj-proxy.
    expect(screen.getByRole('button', { name: 'Remove Recipe' })).toHaveClass('button', 'danger', 'mine');
  });

  it('gives a link the same look', () => {
    expect(buttonClassName('primary')).toBe('button primary');
    expect(buttonClassName()).toBe('button secondary');
  });
});
