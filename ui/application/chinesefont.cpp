// SPDX-License-Identifier: Apache-2.0
#include "ui/application/chinesefont.h"

#include <QByteArray>
#include <QFontDatabase>
#include <QResource>

#if defined(Q_OS_LINUX)
#include <dlfcn.h>
#endif

namespace Advisor::Ui {

namespace {

/** The font's bytes where the program holds them: the resource is stored uncompressed, so no copy. */
QByteArray resourceBytes(const char *path)
{
    const QResource resource(QString::fromLatin1(path));
    if (!resource.isValid())
        return {};
    if (resource.compressionAlgorithm() != QResource::NoCompression)
        return resource.uncompressedData();
    return QByteArray::fromRawData(reinterpret_cast<const char *>(resource.data()), qsizetype(resource.size()));
}

/**
 * Puts the subset before Noto Sans CJK SC in every font request that names it, which the system's
 * own rules do for Chinese text. Qt links fontconfig on Linux; the program does not, so the two
 * functions are looked up at run time.
 */
bool preferBeforeNotoSansCjkSc()
{
#if defined(Q_OS_LINUX)
    using Current = void *(*)();
    using ParseFromMemory = int (*)(void *, const unsigned char *, int);
    const auto current = reinterpret_cast<Current>(dlsym(RTLD_DEFAULT, "FcConfigGetCurrent"));
    const auto parse = reinterpret_cast<ParseFromMemory>(dlsym(RTLD_DEFAULT, "FcConfigParseAndLoadFromMemory"));
    if (!current || !parse)
        return false;
    const QByteArray rule =
        QByteArrayLiteral("<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">"
                          "<fontconfig><match target=\"pattern\">"
                          "<test qual=\"any\" name=\"family\"><string>Noto Sans CJK SC</string></test>"
                          "<edit name=\"family\" mode=\"prepend\" binding=\"same\"><string>")
        + QByteArray(ChineseFont::family) + QByteArrayLiteral("</string></edit></match></fontconfig>");
    void *const config = current();
    return config && parse(config, reinterpret_cast<const unsigned char *>(rule.constData()), 1) != 0;
#else
    return false;
#endif
}

bool installOnce(ChineseFont::Moment moment)
{
    const QByteArray regular = resourceBytes(ChineseFont::regularResource);
    const QByteArray bold = resourceBytes(ChineseFont::boldResource);
    // The rule before the fonts: registering a font clears Qt's font caches, so no request made
    // before the rule is kept.
    if (regular.isEmpty() || bold.isEmpty() || !preferBeforeNotoSansCjkSc())
        return false;
    if (moment == ChineseFont::Moment::AfterTextWasLaidOut) {
        // Adding a font keeps the fallback fonts Qt has already chosen for a family (an English window
        // showing "简体中文" in its Language menu chose one); removing one forgets them.
        QFontDatabase::removeApplicationFont(QFontDatabase::addApplicationFontFromData(regular));
    }
    const bool regularAdded = QFontDatabase::addApplicationFontFromData(regular) >= 0;
    const bool boldAdded = QFontDatabase::addApplicationFontFromData(bold) >= 0;
    return regularAdded && boldAdded;
}

} // namespace

bool ChineseFont::install(Moment moment)
{
    static const bool installed = installOnce(moment);
    return installed;
}

} // namespace Advisor::Ui
