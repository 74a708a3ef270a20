import { Fragment } from 'react';

// A Korean phone number (02-000-0000, 010-1234-5678, 1833-6972) or an e-mail address, anywhere in a text.
const CONTACT = /(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;
// A short public number at the end of a line ("경찰청: 182").
const SHORT_NUMBER = /^(.*: )(1\d{2,3})$/;

/** A phone number as a tel: link, an e-mail address as a mailto: link: one tap to call or write. */
export function ContactLink({ value }: { value: string }) {
  return (
    <a className="contact-link" href={value.includes('@') ? `mailto:${value}` : `tel:${value}`}>
      {value}
    </a>
  );
}

/** A text of the site's own words in which every phone number and e-mail address becomes a link. */
export function ContactText({ text }: { text: string }) {
  const short = SHORT_NUMBER.exec(text);
  if (short?.[1] && short[2]) {
    return (
      <>
        {short[1]}
        <ContactLink value={short[2]} />
      </>
    );
  }
  return (
    <>
      {text.split(CONTACT).map((part, i) =>
        // split() with a group puts the matches at the odd places.
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text; a part's place is its identity.
        i % 2 === 1 ? <ContactLink key={i} value={part} /> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}
