// Asynchronous boundary: Module Federation negotiates the shared singletons before the app's code runs.
void import('./standalone');
