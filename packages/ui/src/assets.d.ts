// Components import their own stylesheet; the app's bundler (Vite) handles it.
declare module '*.css';

// Vite's `?worker` imports: a Worker constructor for a script the bundler emits beside the app.
declare module '*?worker' {
  const WorkerConstructor: new () => Worker;
  export default WorkerConstructor;
}
