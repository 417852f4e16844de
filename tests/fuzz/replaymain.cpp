// SPDX-License-Identifier: Apache-2.0
// Every fuzz harness's entry point run over the files of its seed corpus and of the inputs that once
// crashed it, as libFuzzer does with -runs=0. Built into the test suite (GCC, AddressSanitizer and
// UBSan under CI) instead of a libFuzzer build: CI checks that each harness still builds and that no
// seed or saved crash fails, and the fuzzing campaigns themselves run by hand (FUZZING.md).
#include "replayharnesses.h"

#include <cstdio>
#include <cstring>
#include <vector>

#include <QDir>
#include <QDirIterator>
#include <QFile>

// The structure-aware harnesses fall back on libFuzzer's own mutator; a replay never mutates.
extern "C" size_t LLVMFuzzerMutate(uint8_t *, size_t size, size_t)
{
    return size;
}

namespace {

int replayFile(ReplayEntry entry, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        return 1;
    }
    const QByteArray bytes = file.readAll();
    // A copy of exactly the file's size, so that AddressSanitizer catches a read one byte past it.
    std::vector<uint8_t> data(bytes.begin(), bytes.end());
    entry(data.data(), data.size());
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: fuzz_replay HARNESS FOLDER...\n");
        return 2;
    }
    ReplayEntry entry = nullptr;
    for (const ReplayHarness &h : replayHarnesses) {
        if (std::strcmp(h.name, argv[1]) == 0)
            entry = h.entry;
    }
    if (!entry) {
        std::fprintf(stderr, "no harness named %s\n", argv[1]);
        return 2;
    }
    int files = 0;
    for (int i = 2; i < argc; ++i) {
        QDirIterator it(QString::fromLocal8Bit(argv[i]), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            if (replayFile(entry, it.next()) != 0)
                return 1;
            ++files;
        }
    }
    // An empty corpus would pass without running the harness at all.
    if (files == 0) {
        std::fprintf(stderr, "fuzz_%s: no inputs in the folders given\n", argv[1]);
        return 1;
    }
    std::printf("fuzz_%s: %d inputs replayed without a finding\n", argv[1], files);
    return 0;
}
