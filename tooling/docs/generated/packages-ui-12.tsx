// From packages/ui/README.md, block 12.
import { BrowserProvider, Contract } from 'ethers';
import { useLatchProvider } from '@latch/ui';

export function Mint({ contract }: { contract: string }) {
  const provider = useLatchProvider('eip155');
  const mint = async () => {
    const signer = await new BrowserProvider(provider!).getSigner();
    await new Contract(contract, ['function mint()'], signer).getFunction('mint')();
  };
  return <button type="button" disabled={!provider} onClick={() => void mint()}>Mint</button>;
}
export {};
