import sharp from 'sharp';

// Made-up UPI receipts drawn with sharp: one app's layout, with the amount, the UPI reference
// and the time filled in, as a phone screenshot (1080×2220 at 3x, JPEG).

export interface Receipt {
  app: 'gpay' | 'phonepe';
  amount: number;
  reference: string;
  time: string;
  payee?: string;
}

const APPS = {
  gpay: { bar: '#1a73e8', tick: '#0f9d58', title: 'Payment successful' },
  phonepe: { bar: '#5f259f', tick: '#22a86b', title: 'Transaction Successful' },
};

export function receiptSvg(r: Receipt): string {
  const a = APPS[r.app];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="2220">
  <rect width="1080" height="2220" fill="#ffffff"/>
  <rect width="1080" height="240" fill="${a.bar}"/>
  <text x="60" y="150" font-family="DejaVu Sans" font-size="60" fill="#ffffff">${a.title}</text>
  <circle cx="540" cy="500" r="120" fill="${a.tick}"/>
  <path d="M480 500 l40 40 l80 -90" stroke="#ffffff" stroke-width="24" fill="none"/>
  <text x="540" y="840" text-anchor="middle" font-family="DejaVu Sans" font-size="144" font-weight="bold" fill="#202124">&#8377;${r.amount}</text>
  <text x="540" y="960" text-anchor="middle" font-family="DejaVu Sans" font-size="48" fill="#5f6368">Paid to ${r.payee ?? 'CSMIT Symposium Fund'}</text>
  <rect x="60" y="1080" width="960" height="520" rx="24" fill="#f1f3f4"/>
  <text x="100" y="1180" font-family="DejaVu Sans" font-size="44" fill="#5f6368">UPI transaction ID</text>
  <text x="100" y="1260" font-family="DejaVu Sans" font-size="52" fill="#202124">${r.reference}</text>
  <text x="100" y="1380" font-family="DejaVu Sans" font-size="44" fill="#5f6368">${r.time}</text>
  <text x="100" y="1500" font-family="DejaVu Sans" font-size="44" fill="#5f6368">From: State Bank of India 1234</text>
  <text x="540" y="2000" text-anchor="middle" font-family="DejaVu Sans" font-size="40" fill="#9aa0a6">Powered by UPI</text>
  </svg>`;
}

export async function receiptJpeg(r: Receipt, quality = 90): Promise<Buffer> {
  return sharp(Buffer.from(receiptSvg(r))).jpeg({ quality }).toBuffer();
}

/** The same picture saved again: another JPEG quality, scaled by `scale`. */
export async function resaved(jpeg: Buffer, quality: number, scale: number): Promise<Buffer> {
  const { width = 1080 } = await sharp(jpeg).metadata();
  return sharp(jpeg).resize(Math.round(width * scale)).jpeg({ quality }).toBuffer();
}
