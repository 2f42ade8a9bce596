/** The part of the SDK's Core that registers a proposal with WalletConnect's Verify API. */
export interface VerifyingCore {
  verify: { register(params: { id: string; decryptedId: string }): Promise<string | undefined> };
}

/**
 * Proposals go out without a Verify attestation, as the SDK's own test mode sends them. The SDK
 * takes Verify's address from no option: it frames WalletConnect's hosted server for every proposal
 * and holds the pairing URI up to 5 s for its answer, which a local world never gets. For when the
 * app turns Verify off (a relay of its own).
 */
export function skipVerify(core: VerifyingCore): void {
  core.verify.register = async () => '';
}
