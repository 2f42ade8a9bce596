// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "contracts/interfaces/ISenderCreator.sol";
import "./SessionAccount.sol";

/// Makes SessionAccounts with CREATE2 from the owner and a salt. Its two functions are
/// SimpleAccountFactory's: the address is known before the account's first user operation deploys it
/// (`getAddress`), and `createAccount` is that operation's init code.
contract SessionAccountFactory {
    IEntryPoint public immutable entryPoint;
    ISenderCreator public immutable senderCreator;

    error OnlySenderCreator();

    constructor(IEntryPoint anEntryPoint) {
        entryPoint = anEntryPoint;
        senderCreator = anEntryPoint.senderCreator();
    }

    /// Deploys the account of `owner` and `salt`, or returns it if it is there already.
    function createAccount(address owner, uint256 salt) external returns (SessionAccount) {
        if (msg.sender != address(senderCreator)) revert OnlySenderCreator();
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return SessionAccount(payable(account));
        return new SessionAccount{salt: bytes32(salt)}(entryPoint, owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(SessionAccount).creationCode, abi.encode(entryPoint, owner)));
        return Create2.computeAddress(bytes32(salt), codeHash);
    }
}
