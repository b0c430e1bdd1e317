import { randomBytes } from 'node:crypto';

export interface CheckoutOrder {
  amount: string;
  currency: string;
  provider: string;
  email: string | null;
}

/** What the sandbox did with the shop's callback URL after a payment. */
export interface CallbackDelivery {
  url: string;
  status: number | null;
  body: string | null;
  error: string | null;
}

export interface SandboxPayment {
  outcome: 'paid' | 'abandoned';
  order: CheckoutOrder;
  valueCoin: string | null;
  coin: string | null;
  txidIn: string | null;
  txidOut: string | null;
  at: Date;
  callback: CallbackDelivery | null;
}

export interface SandboxWallet {
  /** The encrypted-looking one-payment address the checkout link carries. */
  addressIn: string;
  polygonAddressIn: string;
  ipnToken: string;
  merchantWallet: string;
  callbackUrl: string;
  createdAt: Date;
  payment: SandboxPayment | null;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The sandbox processor's memory: every wallet it issued, by token and by checkout address. */
export class SandboxWallets {
  private readonly byToken = new Map<string, SandboxWallet>();
  private readonly byAddress = new Map<string, SandboxWallet>();

  issue(merchantWallet: string, callbackUrl: string, now: Date): SandboxWallet {
    const wallet: SandboxWallet = {
      // Like PayGate's, it holds characters that must be encoded in a URL (+, / and =).
      addressIn: randomBytes(33).toString('base64'),
      polygonAddressIn: `0x${hex(20)}`,
      ipnToken: hex(24),
      merchantWallet,
      callbackUrl,
      createdAt: now,
      payment: null,
    };
    this.byToken.set(wallet.ipnToken, wallet);
    this.byAddress.set(wallet.addressIn, wallet);
    return wallet;
  }

  byIpnToken(ipnToken: string): SandboxWallet | undefined {
    return this.byToken.get(ipnToken);
  }

  byCheckoutAddress(addressIn: string): SandboxWallet | undefined {
    return this.byAddress.get(addressIn);
  }

  all(): SandboxWallet[] {
    return [...this.byToken.values()];
  }

  static newTxid(): string {
    return `0x${hex(32)}`;
  }
}
