/** Hands the browser a text file to save (a CSV or JSON export), named `fileName`. */
export function downloadText(fileName: string, text: string, type: 'text/csv' | 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // the click has handed the file over; the address is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
