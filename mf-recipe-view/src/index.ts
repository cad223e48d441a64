// Async boundary: Module Federation negotiates the shared singletons before bootstrap's imports run.
import('./bootstrap');
