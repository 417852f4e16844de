// SPDX-License-Identifier: Apache-2.0
// The Chinese interface's own font: a subset of Noto Sans CJK SC that must hold every character the
// translation and the catalog use, draw them exactly as Noto Sans CJK SC does, and be the font Qt
// takes where the system would take Noto Sans CJK SC.
#include "tests/testutils.h"
#include "ui/application/chinesefont.h"

#include <QApplication>
#include <QDir>
#include <QFontDatabase>
#include <QFontInfo>
#include <QGlyphRun>
#include <QPainterPath>
#include <QRawFont>
#include <QResource>
#include <QTextLayout>
#include <QXmlStreamReader>
#include <QtTest>

#include <set>

using namespace Advisor::Ui;

namespace {

QByteArray resourceData(const char *path)
{
    QFile file(QString::fromLatin1(path));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/** Every character outside ASCII of the Chinese translation and of the catalog and example files. */
std::set<char32_t> chineseTextCharacters()
{
    std::set<char32_t> characters;
    const auto add = [&](const QString &text) {
        for (const char32_t c : text.toUcs4())
            if (c > 0x7f)
                characters.insert(c);
    };
    QXmlStreamReader ts(readSourceFile(QStringLiteral("resources/translations/gpuadvisor_zh_CN.ts")));
    while (!ts.atEnd()) {
        if (ts.readNext() == QXmlStreamReader::StartElement
            && (ts.name() == QLatin1String("translation") || ts.name() == QLatin1String("numerusform")))
            add(ts.readElementText(QXmlStreamReader::IncludeChildElements));
    }
    const QDir source(QStringLiteral(GPUADVISOR_SOURCE_DIR));
    for (const QString &folder : {QStringLiteral("catalog"), QStringLiteral("resources/scenarios")}) {
        const QDir dir(source.filePath(folder));
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
            add(QString::fromUtf8(readSourceFile(folder + QLatin1Char('/') + name)));
    }
    return characters;
}

/** The font families of the glyph runs Qt lays `text` out in with `font`. */
QStringList familiesDrawing(const QString &text, const QFont &font)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    QStringList families;
    for (const QGlyphRun &run : layout.glyphRuns())
        families << run.rawFont().familyName() + QLatin1Char('/') + run.rawFont().styleName();
    return families;
}

} // namespace

class TestChineseFont : public QObject
{
    Q_OBJECT

private slots:
    void storedUncompressedSoNothingIsCopied()
    {
        for (const char *path : {ChineseFont::regularResource, ChineseFont::boldResource}) {
            const QResource resource(QString::fromLatin1(path));
            QVERIFY2(resource.isValid(), path);
            QCOMPARE(resource.compressionAlgorithm(), QResource::NoCompression);
            QVERIFY(resource.size() > 100 * 1024);
        }
    }

    void theSubsetHoldsEveryCharacterOfTheChineseTexts()
    {
        // Those Noto Sans CJK SC has (a sign such as ✔ comes from another system font); without it
        // installed, the CJK blocks.
        QFont notoFont(QStringLiteral("Noto Sans CJK SC"));
        const QRawFont noto = QRawFont::fromFont(notoFont, QFontDatabase::SimplifiedChinese);
        const bool haveNoto = noto.isValid() && noto.familyName() == QLatin1String("Noto Sans CJK SC");
        std::set<char32_t> needed;
        for (const char32_t c : chineseTextCharacters())
            if (haveNoto ? noto.supportsCharacter(c) : (c >= 0x3000 && c <= 0x9fff) || (c >= 0xff00 && c <= 0xffef))
                needed.insert(c);
        QVERIFY2(needed.size() > 500, "the translation was not read");
        for (const char *path : {ChineseFont::regularResource, ChineseFont::boldResource}) {
            const QRawFont font(resourceData(path), 12);
            QVERIFY2(font.isValid(), path);
            QCOMPARE(font.familyName(), QString::fromLatin1(ChineseFont::family));
            // A subset: a character no text uses is not in it (so the check below can fail).
            QVERIFY(!font.supportsCharacter(U'\u9F98'));
            QString missing;
            for (const char32_t c : needed)
                if (!font.supportsCharacter(c))
                    missing += QString::fromUcs4(&c, 1);
            QVERIFY2(missing.isEmpty(),
                     qPrintable(QStringLiteral("%1 lacks \"%2\": run tools/fonts/subset-cjk.sh")
                                    .arg(QString::fromLatin1(path), missing)));
        }
    }

    void itDrawsTheSameOutlinesAsNotoSansCjkSc()
    {
        QFont noto(QStringLiteral("Noto Sans CJK SC"));
        noto.setPixelSize(24);
        const QRawFont system = QRawFont::fromFont(noto, QFontDatabase::SimplifiedChinese);
        if (!system.isValid() || system.familyName() != QLatin1String("Noto Sans CJK SC"))
            QSKIP("Noto Sans CJK SC is not installed (Debian: fonts-noto-cjk)");
        const QRawFont subset(resourceData(ChineseFont::regularResource), 24);
        const QString sample = QStringLiteral("您想运行什么？选一个最接近的示例；元，折（扩散模型）GPU 7B");
        const QList<quint32> ours = subset.glyphIndexesForString(sample);
        const QList<quint32> theirs = system.glyphIndexesForString(sample);
        QCOMPARE(ours.size(), theirs.size());
        for (qsizetype i = 0; i < ours.size(); ++i) {
            QVERIFY(ours[i] != 0);
            QCOMPARE(subset.pathForGlyph(ours[i]), system.pathForGlyph(theirs[i]));
            QCOMPARE(subset.advancesForGlyphIndexes({ours[i]}), system.advancesForGlyphIndexes({theirs[i]}));
        }
    }

    void hanTextIsDrawnFromTheSubsetWhereNotoSansCjkScWouldDrawIt()
    {
        if (!QFontDatabase::families().contains(QStringLiteral("Noto Sans CJK SC")))
            QSKIP("Noto Sans CJK SC is not installed (Debian: fonts-noto-cjk)");
        // As after a switch from English: Chinese text was laid out (from the system's Noto SC) first.
        const QString text = QStringLiteral("计算机视觉");
        QFont ui = QApplication::font();
        QCOMPARE(familiesDrawing(text, ui), QStringList{QStringLiteral("Noto Sans CJK SC/Regular")});

        QVERIFY(ChineseFont::install(ChineseFont::Moment::AfterTextWasLaidOut));
        QVERIFY(ChineseFont::install(ChineseFont::Moment::AfterTextWasLaidOut)); // once; the same answer
        QVERIFY(QFontDatabase::families().contains(QString::fromLatin1(ChineseFont::family)));
        QCOMPARE(familiesDrawing(text, ui), QStringList{QStringLiteral("GPU Advisor Sans SC/Regular")});
        ui.setBold(true);
        QCOMPARE(familiesDrawing(text, ui), QStringList{QStringLiteral("GPU Advisor Sans SC/Bold")});
        // A character the subset lacks still comes from the system's fonts.
        ui.setBold(false);
        QVERIFY(!familiesDrawing(QStringLiteral("龘"), ui)
                     .join(QLatin1Char(' '))
                     .contains(QLatin1String(ChineseFont::family)));
        // A font named outright keeps its choice (the PDF report names its fonts).
        QFont latin(QStringLiteral("DejaVu Sans"));
        if (QFontInfo(latin).family() == QLatin1String("DejaVu Sans"))
            QCOMPARE(familiesDrawing(QStringLiteral("GPU"), latin), QStringList{QStringLiteral("DejaVu Sans/Book")});
    }
};

int main(int argc, char *argv[])
{
    // As a Chinese desktop starts the program: fontconfig then orders Chinese fonts for Chinese text.
    qputenv("LANG", "zh_CN.UTF-8");
    qputenv("LC_ALL", "zh_CN.UTF-8");
    QApplication app(argc, argv);
    TestChineseFont test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_chinesefont.moc"
