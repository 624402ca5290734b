/**
 * The kit's dialogs stay inside its <section> rather than a portal at the end of <body>: there,
 * a Modal's <header> belongs to the dialog instead of counting as a second page banner (axe).
 * Its fixed layer is pinned to the screen's edges (the static position would be the button row's),
 * and its root makes no box, so a closed dialog leaves no gap in that row.
 */
import classes from './CareerKit.module.css';

export const IN_PLACE = { withinPortal: false, classNames: { root: classes.dialogRoot, inner: classes.dialogInner } } as const;
