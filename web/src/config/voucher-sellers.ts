/**
 * Where visitors buy a Rewarble voucher for the alternative method: four external sellers with
 * instant delivery. Change them here.
 */
export interface VoucherSeller {
  name: string;
  url: string;
}

export const voucherSellers: readonly VoucherSeller[] = [
  { name: 'Rewarble', url: 'https://www.rewarble.com/' },
  { name: 'Eneba', url: 'https://www.eneba.com/store?text=rewarble' },
  { name: 'Kinguin', url: 'https://www.kinguin.net/listing?phrase=rewarble' },
  { name: 'Gamivo', url: 'https://www.gamivo.com/search/rewarble' },
];
