import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { logout, remoteForPath, usePermission } from '@simple-recipes/shared-api';
import { Button, buttonClassName } from '@simple-recipes/shared-ui';
import styles from './header.module.css';
import { returnToOf } from './return-to';

interface Props {
  showFilters: boolean;
  onToggleFilters: () => void;
}

const LOGGING_OUT = { loggingOut: true };

export function Header({ showFilters, onToggleFilters }: Props) {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  // Logging in goes on to the page an editors' page redirect remembered, else back to this one.
  const returnTo = returnToOf(state) ?? (pathname === '/login' ? undefined : `${pathname}${search}${hash}`);
  const { canEdit, name, settled } = usePermission();
  const [logoutFailed, setLogoutFailed] = useState(false);
  const loggedIn = canEdit || Boolean(name);

  const endSession = async () => {
    setLogoutFailed(false);
    try {
      await logout();
    } catch (error) {
      console.error('Logging out failed.', error);
      setLogoutFailed(true);
    }
  };
  // An editors' page outlives a session that ends by itself (RequireEditor); the editor who logs out leaves it
  // first, so it does not flash its log-in. Its prompt over unsaved changes may hold the way out: the session only
  // ends once the page is left ("Stay" keeps the editor logged in).
  const onLogout = () =>
    remoteForPath(pathname) === 'recipeEditor' ? navigate('/', { state: LOGGING_OUT }) : void endSession();
  const leftToLogOut = (state as Partial<typeof LOGGING_OUT> | null)?.loggingOut === true;
  useEffect(() => {
    if (!leftToLogOut) return;
    // Cleared at once, so going Back or Forward to this entry later does not log out again.
    navigate(`${pathname}${search}${hash}`, { replace: true });
    void endSession();
  }, [leftToLogOut, pathname, search, hash, navigate]);

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.title}>
        Simple Recipes For Everyone
      </Link>
      <nav className={styles.actions} aria-label="Site">
        {pathname === '/' && (
          <Button variant="secondary" aria-expanded={showFilters} onClick={onToggleFilters}>
            {showFilters ? 'Hide Filters' : 'Show Filters'}
          </Button>
        )}
        {/* Not on the form it opens, whose own submit button has the same name. */}
        {canEdit && pathname !== '/create' && (
          <Link to="/create" className={buttonClassName('primary')}>
            Add Recipe
          </Link>
        )}
        {/* Hidden, not absent, until the permission is known: the header keeps its size (no layout shift). */}
        <span className={settled ? styles.session : styles.pending}>
          {loggedIn ? (
            <Button variant="ghost" onClick={onLogout}>
              Log out
            </Button>
          ) : (
            <Link to="/login" state={returnTo ? { returnTo } : undefined} className={buttonClassName('ghost')}>
              Log in
            </Link>
          )}
        </span>
        {logoutFailed && (
          <span role="alert" className={styles.error}>
            Logging out failed. Please try again.
          </span>
        )}
      </nav>
    </header>
  );
}
