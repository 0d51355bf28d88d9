import { render, screen } from '@testing-library/react';
import { PDF_SIGNED_MESSAGE } from '@portal/shared-contracts';
import { PdfSigned } from './PdfSigned';

test('"posts a close-signature message to its parent window", to the portal\'s own origin only', () => {
  const parent = { postMessage: jest.fn() };
  const original = Object.getOwnPropertyDescriptor(window, 'parent')!;
  Object.defineProperty(window, 'parent', { configurable: true, value: parent });
  try {
    render(<PdfSigned />);
    expect(parent.postMessage).toHaveBeenCalledWith(PDF_SIGNED_MESSAGE, window.location.origin);
    expect(screen.getByRole('heading', { name: 'Document signed' })).toBeInTheDocument();
  } finally {
    Object.defineProperty(window, 'parent', original);
  }
});
