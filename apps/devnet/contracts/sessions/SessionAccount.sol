// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "contracts/core/BaseAccount.sol";
import "contracts/core/Helpers.sol";
import "contracts/core/UserOperationLib.sol";

/// The embedded wallet's ERC-4337 account: one owner key, as SimpleAccount, plus session keys
/// (ERC-7715 native-token-transfer permissions). A session key may only send native value, with no
/// calldata, through `execute` or `executeBatch` to addresses other than the account and the
/// EntryPoint, within a cumulative spend limit and before its expiry; all of it is checked on chain
/// while the EntryPoint validates the user operation. Sessions are granted and revoked by the
/// account itself, so only an operation the owner signed changes them.
///
/// What a session spends, against its limit, is the value of its calls plus the most each of its
/// operations can cost in gas: the gas limits at maxFeePerGas, the prefund the EntryPoint reserves.
/// That bound holds whether the account pays the prefund now (missingAccountFunds) or from its
/// deposit at the EntryPoint, which missingAccountFunds alone would miss. The unused part of the
/// prefund returns to the deposit, not to the session: the limit is never exceeded, and may be
/// reached before as much value was sent. A session pays its own gas: an operation naming a
/// paymaster is refused, since a paymaster's terms (a token paymaster takes ERC-20s) are not the
/// limit's.
///
/// Signatures: the owner's is 65 bytes over the user operation hash; a session key's is its address
/// (20 bytes) followed by its 65-byte signature over the same hash.
///
/// The embedded wallet's sessions each live in an account of their own whose owner is the person's
/// SimpleAccount (a contract, so it never signs an operation here): it deploys, funds and grants in one
/// operation, and revokes and takes the rest back in another, through direct calls.
contract SessionAccount is BaseAccount {
    using UserOperationLib for PackedUserOperation;

    struct Session {
        /// The most native value, in wei, the key may spend in all: value sent and gas reserved.
        uint128 spendLimit;
        /// What the key has spent so far.
        uint128 spent;
        /// The last second the key is valid (0: no session).
        uint48 validUntil;
    }

    uint256 private constant OWNER_SIGNATURE_LENGTH = 65;
    uint256 private constant SESSION_SIGNATURE_LENGTH = 85;

    IEntryPoint private immutable _entryPoint;
    address public immutable owner;

    mapping(address key => Session) public sessions;

    event SessionGranted(address indexed key, uint256 spendLimit, uint48 validUntil);
    event SessionRevoked(address indexed key);

    error OnlyAccountOrOwner();
    error UnknownSession(address key);
    error SessionCallNotAllowed(address key);
    error SessionCallDataNotAllowed(address key);
    error SessionPaymasterNotAllowed(address key);
    error SessionSpendLimitExceeded(address key, uint256 spent, uint256 spendLimit);
    error SessionAlreadyExpired(uint48 validUntil);

    constructor(IEntryPoint anEntryPoint, address anOwner) {
        _entryPoint = anEntryPoint;
        owner = anOwner;
    }

    receive() external payable {}

    function entryPoint() public view override returns (IEntryPoint) {
        return _entryPoint;
    }

    modifier onlyAccountOrOwner() {
        if (msg.sender != address(this) && msg.sender != owner) revert OnlyAccountOrOwner();
        _;
    }

    /// Lets `key` send up to `spendLimit` wei in all until `validUntil` (a unix time). Granting a key again starts its spend anew.
    function grantSession(address key, uint128 spendLimit, uint48 validUntil) external onlyAccountOrOwner {
        if (validUntil <= block.timestamp) revert SessionAlreadyExpired(validUntil);
        sessions[key] = Session({spendLimit: spendLimit, spent: 0, validUntil: validUntil});
        emit SessionGranted(key, spendLimit, validUntil);
    }

    function revokeSession(address key) external onlyAccountOrOwner {
        delete sessions[key];
        emit SessionRevoked(key);
    }

    function _requireForExecute() internal view override {
        if (msg.sender != address(entryPoint()) && msg.sender != owner) revert OnlyAccountOrOwner();
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash) internal override returns (uint256) {
        bytes calldata signature = userOp.signature;
        if (signature.length == OWNER_SIGNATURE_LENGTH) {
            return _signedBy(owner, userOpHash, signature) ? SIG_VALIDATION_SUCCESS : SIG_VALIDATION_FAILED;
        }
        if (signature.length != SESSION_SIGNATURE_LENGTH) return SIG_VALIDATION_FAILED;
        address key = address(bytes20(signature[:20]));
        Session storage session = sessions[key];
        if (session.validUntil == 0) revert UnknownSession(key);
        if (userOp.paymasterAndData.length != 0) revert SessionPaymasterNotAllowed(key);
        uint256 spent = uint256(session.spent) + _sessionValue(key, userOp.callData) + _maxGasCost(userOp);
        if (spent > session.spendLimit) revert SessionSpendLimitExceeded(key, spent, session.spendLimit);
        // Counted whatever the signature: a failed one reverts the whole bundle, and estimation follows the same path.
        session.spent = uint128(spent);
        return _packValidationData(!_signedBy(key, userOpHash, signature[20:]), session.validUntil, 0);
    }

    /// The native value of a session key's call: only execute or executeBatch of plain sends, never to the account or the EntryPoint.
    function _sessionValue(address key, bytes calldata callData) private view returns (uint256 total) {
        if (callData.length < 4) revert SessionCallNotAllowed(key);
        bytes4 selector = bytes4(callData[:4]);
        if (selector == this.execute.selector) {
            (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
            _requirePlainSend(key, target, data);
            return value;
        }
        if (selector == this.executeBatch.selector) {
            Call[] memory calls = abi.decode(callData[4:], (Call[]));
            for (uint256 i = 0; i < calls.length; i++) {
                _requirePlainSend(key, calls[i].target, calls[i].data);
                total += calls[i].value;
            }
            return total;
        }
        revert SessionCallNotAllowed(key);
    }

    /// A native-token-transfer permission names no contract call: any data (an ERC-20 transfer or approve, an NFT transfer, anything) is refused.
    function _requirePlainSend(address key, address target, bytes memory data) private view {
        if (target == address(this) || target == address(entryPoint())) revert SessionCallNotAllowed(key);
        if (data.length != 0) revert SessionCallDataNotAllowed(key);
    }

    /// The most the EntryPoint can charge the account for `userOp` with no paymaster: the prefund it reserves.
    function _maxGasCost(PackedUserOperation calldata userOp) private pure returns (uint256) {
        return (userOp.unpackVerificationGasLimit() + userOp.unpackCallGasLimit() + userOp.preVerificationGas) * userOp.unpackMaxFeePerGas();
    }

    function _signedBy(address signer, bytes32 hash, bytes calldata signature) private pure returns (bool) {
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && recovered == signer;
    }
}
