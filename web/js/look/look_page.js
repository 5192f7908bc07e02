// The entry of the text pages (how to play, about, privacy, Oware's rules): their header's look
// and sound menu. The game page builds its own in app.js.

import { LookMenu } from './look_menu.js';

new LookMenu(document);
