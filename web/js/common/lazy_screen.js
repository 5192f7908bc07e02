// A screen built the first time it is shown. Its module comes by import() (app.js: link_screens.js,
// which the bundler puts apart from the app's code): a page that never shows it neither fetches,
// compiles nor builds it (the start page's first second on a phone is mostly such work). The
// service worker follows import() as it follows import, so that code is cached for offline use
// like the rest of the app.

export class LazyScreen {
  /** @param {() => Promise<object>} build imports the screen's module and returns the screen, built */
  constructor(build) {
    this.build_ = build;
    this.screen_ = null;
    this.building_ = null;
    this.asked_ = 0; // the latest show or hide: a show overtaken by another call is dropped
  }

  /**
   * Calls `fn(screen)`, now when the screen is built, else once it is, unless `show` or `hide` was
   * called again meanwhile (the reader went elsewhere). A module that cannot be had (offline, with
   * no cached copy) logs an error and leaves the screen as the page drew it.
   */
  show(fn) {
    const ask = ++this.asked_;
    if (this.screen_) return void fn(this.screen_);
    this.building_ ??= this.build_().then((screen) => (this.screen_ = screen));
    this.building_.then(
      (screen) => ask === this.asked_ && fn(screen),
      (err) => {
        this.building_ = null; // asked again on the next show
        console.error('a screen could not be loaded', err);
      },
    );
  }

  /** Closes the screen (its `close()`) when it is built; a show still on its way is dropped. */
  hide() {
    ++this.asked_;
    this.screen_?.close();
  }

  /** `fn(screen)`'s result when the screen is built, else undefined: for events it only handles once shown. */
  if_built(fn) {
    return this.screen_ ? fn(this.screen_) : undefined;
  }
}
