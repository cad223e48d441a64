import { render, screen } from '@testing-library/react';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('links its error to the textarea and marks it invalid', () => {
    render(<TextAreaField id="step" label="Step" error="Step is required." />);
    const textarea = screen.getByRole('textbox', { name: 'Step' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Step is required.');
  });

  it('is valid without an error and passes props through', () => {
    render(<TextAreaField id="notes" label="Notes" rows={2} defaultValue="Serve warm." />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
    expect(textarea).toHaveAttribute('rows', '2');
    expect(textarea).toHaveValue('Serve warm.');
  });
});
