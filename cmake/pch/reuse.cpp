// SPDX-License-Identifier: Apache-2.0
// The precompiled header of the test programs is built once, here, and reused by each of them.
