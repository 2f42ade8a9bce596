// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Farcaster's ID registry for the devnet: an address registers one fid for itself and holds it as its
/// custody address. The read functions (`idOf`, `custodyOf`, `recoveryOf`), the `Register` event and
/// fids counted from 1 are those of Farcaster's IdRegistry on OP Mainnet, so a sign-in is checked
/// here as it is there. Registering skips the real chain's gateway and storage rent.
contract IdRegistry {
    /// The last fid registered (none is 0).
    uint256 public idCounter;

    mapping(address owner => uint256 fid) public idOf;
    mapping(uint256 fid => address custody) public custodyOf;
    mapping(uint256 fid => address recovery) public recoveryOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();

    /// Registers a new fid with the caller as its custody address.
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        recoveryOf[fid] = recovery;
        emit Register(msg.sender, fid, recovery);
    }
}
