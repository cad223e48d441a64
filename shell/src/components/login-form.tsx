import { useState, type FormEvent } from 'react';
import { ApiError, login } from '@simple-recipes/shared-api';
import { Button, ErrorNotice, TextField } from '@simple-recipes/shared-ui';
import styles from './login-form.module.css';

/** The sentence shown for a failed log-in: the server's own words for 401/429, plain words otherwise. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return error.message || 'The username or password is not right.';
    if (error.status === 429) return error.message || 'Too many attempts. Please wait a minute, then try again.';
    return `Logging in failed: ${error.message}`;
  }
  return 'Logging in failed: the server could not be reached. Check your connection, then try again.';
}

interface LoginFormProps {
  /** Prefixes the fields' ids: the form may be on a page beside another one. */
  idPrefix: string;
  submitLabel: string;
  /** After a log-in; without it the form stays, for the permission to change what is around it. */
  onLoggedIn?: () => void;
}

/** Username, password and the button; logs in through shared-api and says why when that fails. */
export function LoginForm({ idPrefix, submitLabel, onLoggedIn }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A form shown over another page's own form: the submit is this one's alone.
    event.stopPropagation();
    setBusy(true);
    setError(null);
    try {
      await login({ username, password });
      onLoggedIn?.();
    } catch (failure) {
      console.error('Logging in failed.', failure);
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <TextField
        id={`${idPrefix}-username`}
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          setError(null);
        }}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          // The sentence was about the last try; a changed field makes a new one.
          setError(null);
        }}
      />
      {error && <ErrorNotice>{error}</ErrorNotice>}
      <Button type="submit" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
