import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, login } from '@simple-recipes/shared-api';
import { Button, ErrorNotice, TextField } from '@simple-recipes/shared-ui';
import styles from './login-page.module.css';
import { returnToOf } from './return-to';

/** The sentence shown for a failed log-in: the server's own words for 401/429, plain words otherwise. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return error.message || 'The username or password is not right.';
    if (error.status === 429) return error.message || 'Too many attempts. Please wait a minute, then try again.';
    return `Logging in failed: ${error.message}`;
  }
  return 'Logging in failed: the server could not be reached. Check your connection, then try again.';
}

export function LoginPage() {
  const navigate = useNavigate();
  // Sent here from an editors' page (through `/`): logging in goes on to it; otherwise back to all recipes.
  const returnTo = returnToOf(useLocation().state);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ username, password });
      navigate(returnTo ?? '/');
    } catch (failure) {
      console.error('Logging in failed.', failure);
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Log in</h1>
      <p className={styles.hint}>Editors log in to add, edit and remove recipes.</p>
      <form className={styles.form} onSubmit={onSubmit}>
        <TextField
          id="login-username"
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          id="login-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && <ErrorNotice>{error}</ErrorNotice>}
        <Button type="submit" variant="primary" disabled={busy}>
          Log in
        </Button>
      </form>
    </div>
  );
}
