import './print-alone.css';

/**
 * Prints `element` alone: a copy of it is put at the end of <body> for the print (with `className` for rules of
 * its own), and the print stylesheet shows nothing else, so the pages hold that part and no blank space of the
 * store's page. The copy goes once the print is done. What the copy should not print carries `no-print`.
 */
export function printAlone(element: Element, className: string): void {
  const copy = document.createElement('div');
  copy.className = `print-alone ${className}`;
  copy.append(element.cloneNode(true));
  document.body.append(copy);
  document.documentElement.classList.add('printing-alone');
  const done = () => {
    document.documentElement.classList.remove('printing-alone');
    copy.remove();
  };
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}
