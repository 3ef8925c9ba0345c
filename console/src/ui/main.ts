/** Entry of the console UI: the shell, which loads each page on first use. */
import './svc-app.js';
