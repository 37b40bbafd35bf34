import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { PasswordField } from './PasswordField';

function Form() {
  const { control } = useForm({ defaultValues: { password: '' } });
  return <PasswordField name="password" control={control} label="Password" />;
}

describe('PasswordField', () => {
  it('hides the password until asked, and hides it again', async () => {
    const user = userEvent.setup();
    renderWithApp(<Form />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
