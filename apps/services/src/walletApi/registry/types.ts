/** A wallet of the registry as stored; `rank` orders the listing (lower first). */
export interface RegistryWallet {
  id: string;
  name: string;
  rank: number;
  image_id: string;
  rdns: string | null;
  chains: string[];
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  app_store: string | null;
  play_store: string | null;
  homepage: string | null;
  badge_type: string | null;
}
