// Report on a player's page (docs/protocol.md §Reports): the button opens the page's report
// dialog (report_dialog.js) about the page's player. Nothing about a report shows on the reported
// player's side; the sender only learns that it was stored.

import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';
import { report_dialog } from './report_dialog.js';

export class ReportControl {
  constructor(doc) {
    this.button_ = doc.getElementById('p-report');
    this.status_ = doc.getElementById('p-report-status');
    this.dialog_ = report_dialog(doc);
    this.target_ = null; // {id, name} of the page's player: a later open() wins
    this.button_.addEventListener('click', () => this.show_());
  }

  /** Shows the button for `target` {id, name}, none on one's own page (the server refuses it too). */
  open(target) {
    // Asked again after a welcome for the same player: the last report's line stays.
    if (this.target_?.id !== target.id) this.status_.textContent = '';
    this.target_ = target;
    this.button_.hidden = target.id === storage.player();
  }

  close() {
    this.target_ = null;
    this.dialog_.close(this.button_);
  }

  show_() {
    const target = this.target_;
    if (!target) return;
    this.status_.textContent = '';
    this.dialog_.open(target, {
      opener: this.button_,
      on_sent: () => {
        if (this.target_ === target) this.status_.textContent = T.report_sent;
      },
    });
  }
}
