import { useLocation, useNavigate } from 'react-router-dom';
import { pageTitle } from '@simple-recipes/shared-api/page-meta';
import { useDocumentTitle } from '@simple-recipes/shared-ui/document-title';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';
import { returnToOf } from './return-to';

export function LoginPage() {
  const navigate = useNavigate();
  // Sent here from an editors' page (through `/`): logging in goes on to it; otherwise back to all recipes.
  const returnTo = returnToOf(useLocation().state);
  useDocumentTitle(pageTitle('Log in'));

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Log in</h1>
      <p className={styles.hint}>Editors log in to add, edit and remove recipes.</p>
      <LoginForm idPrefix="login" submitLabel="Log in" onLoggedIn={() => navigate(returnTo ?? '/')} />
    </div>
  );
}
