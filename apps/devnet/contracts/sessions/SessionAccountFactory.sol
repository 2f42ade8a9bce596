// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "./SessionAccount.sol";

/// Makes SessionAccounts with CREATE2 from the owner and a salt. Its two functions are
/// SimpleAccountFactory's: the address is known before the account exists (`getAddress`), and
/// `createAccount` deploys it, as a user operation's init code or as a call of its owner (the
/// embedded wallet's SimpleAccount deploys its session accounts so). Anyone may call it: the account
/// is a function of the owner and the salt, so whoever deploys it deploys the owner's own account.
contract SessionAccountFactory {
    IEntryPoint public immutable entryPoint;

    constructor(IEntryPoint anEntryPoint) {
        entryPoint = anEntryPoint;
    }

    /// Deploys the account of `owner` and `salt`, or returns it if it is there already.
    function createAccount(address owner, uint256 salt) external returns (SessionAccount) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return SessionAccount(payable(account));
        return new SessionAccount{salt: bytes32(salt)}(entryPoint, owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(SessionAccount).creationCode, abi.encode(entryPoint, owner)));
        return Create2.computeAddress(bytes32(salt), codeHash);
    }
}
