/** A part of a mail, as HTML and as plain text: templates put parts together, in this order. */
export interface MailPart {
  html: string;
  text: string;
}

/** An image the HTML shows by `cid:`, sent with the mail. */
export interface InlineImage {
  cid: string;
  filename: string;
  contentType: 'image/png';
  content: Uint8Array;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: InlineImage[];
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function paragraph(text: string): MailPart {
  return { html: `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`, text };
}

export function heading(text: string): MailPart {
  return {
    html: `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(text)}</h2>`,
    text: `\n${text}\n${'-'.repeat(text.length)}`,
  };
}

/** A link as a button in HTML and as the bare address in text, on a line of its own. */
export function linkButton(label: string, url: string): MailPart {
  return {
    html: `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`,
    text: `${label}: ${url}`,
  };
}

/** Label and value lines, e.g. the payment details; a table in HTML. */
export function facts(rows: readonly (readonly [string, string])[]): MailPart {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555555">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join('');
  return {
    html: `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${cells}</table>`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  };
}

/** Lines of goods with a header row; the text form puts each line on one row. */
export function itemTable(
  header: readonly [string, string, string],
  rows: readonly (readonly [string, string, string])[],
): MailPart {
  const th = header
    .map(
      (cell, index) =>
        `<th style="text-align:${index === 0 ? 'left' : 'right'};padding:4px 8px;border-bottom:1px solid #cccccc">${escapeHtml(cell)}</th>`,
    )
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((cell, index) => `<td style="text-align:${index === 0 ? 'left' : 'right'};padding:4px 8px">${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  return {
    html: `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`,
    text: rows.map(([name, quantity, price]) => `${quantity} × ${name}: ${price}`).join('\n'),
  };
}

export function inlineImage(image: InlineImage, alt: string, width: number): MailPart {
  return {
    html: `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(alt)}" width="${width}" height="${width}" style="display:block"></p>`,
    text: '',
  };
}

/** The small print under a mail: grey in HTML. */
export function smallPrint(lines: readonly string[]): MailPart {
  return {
    html: `<div style="margin-top:32px;padding-top:16px;border-top:1px solid #dddddd;color:#666666;font-size:12px">${lines.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('')}</div>`,
    text: `\n--\n${lines.join('\n')}`,
  };
}

/** The whole mail from its parts: an HTML document that mail clients render alike, and its text. */
export function composeMail(
  lang: string,
  subject: string,
  parts: readonly MailPart[],
  attachments: InlineImage[] = [],
): RenderedMail {
  const body = parts.map((part) => part.html).join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">
${body}
</div>
</body>
</html>
`;
  const text = `${parts
    .map((part) => part.text)
    .filter((line) => line !== '')
    .join('\n\n')
    .trim()}\n`;
  return { subject, html, text, attachments };
}
