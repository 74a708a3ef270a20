/** A receipt number for reading: 1234-5678-9012-3456. Anything that is not plain digits is left as it is. */
export function formatReceiptNumber(receipt: string): string {
  if (!/^\d+$/.test(receipt)) return receipt;
  return receipt.match(/.{1,4}/g)?.join('-') ?? receipt;
}
