// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness, structure-aware: the GUI's settings file, as a hand edit, a sync between machines
// or another version may leave it. The input is read as a list of entries, each a key (one the program
// uses, or another) and a value of some kind: a plain word, a number at or past a bound, a list, or a
// QVariant in QSettings' "@Variant(…)" form, whose payload is a QDataStream of a chosen type and the
// fuzzer's bytes. One input in eight is written as it is, for the INI reader itself.
// Checks: every getter returns a usable value before and after validate(), and a second validate()
// finds nothing more to reset. A file AppSettings::unsafeContent() refuses is skipped, as the program
// skips it: its first campaign found that QSettings inflates a "@Variant(…)" value to whatever length it
// declares (6 GB from 177 bytes), which is why that check exists.
#include "models/report/reportdata.h"
#include "models/scenario/scenario.h"
#include "ui/application/appsettings.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QVariant>

using Advisor::Ui::AppSettings;

namespace {

/** Reads the fuzzer's bytes front to back; past the end it yields zeros. */
class Bytes
{
public:
    Bytes(const uint8_t *data, size_t size)
        : m_data(data)
        , m_size(size)
    { }
    bool empty() const { return m_at >= m_size; }
    uint8_t take() { return m_at < m_size ? m_data[m_at++] : 0; }
    QByteArray take(size_t n)
    {
        n = std::min(n, m_size - std::min(m_at, m_size));
        QByteArray out(reinterpret_cast<const char *>(m_data + m_at), qsizetype(n));
        m_at += n;
        return out;
    }

private:
    const uint8_t *m_data;
    size_t m_size;
    size_t m_at = 0;
};

const char *const keys[] = {
    "ui/language",
    "money/currency",
    "money/exchangeRate",
    "defaults/region",
    "defaults/customerDiscountPercent",
    "ui/presentationMode",
    "window/geometry",
    "window/resultsHeader",
    "files/recent",
    "report/preparedBy",
    "export/csvByteOrderMark",
    "ui/unknownKey",
    "General/x",
    "%General/y",
    "a b/c=d",
    "ui/language/sub",
};

const char *const words[] = {
    "en",
    "zh_CN",
    "tlh",
    "CNY",
    "€€€",
    "usd",
    "true",
    "false",
    "1",
    "0",
    "yes",
    "cn-hangzhou",
    "xx-nowhere-1",
    "",
    " ",
    "\"quoted\"",
    "a, b, c",
    "\\x4e2d",
    "@Invalid()",
    "@ByteArray(abc)",
    "@Rect(1 2 3 4)",
    "@Size(1 2)",
};

const char *const numbers[] = {
    "1e-6", "1e-7", "1e6",  "1000001", "-3",       "0",    "100", "100.0000001", "150",
    "nan",  "inf",  "-inf", "1e308",   "4.9e-324", "0x10", "1,5", "９",          "",
};

/** A QVariant's "@Variant(…)" form, its payload made by QDataStream from a chosen type and raw bytes. */
QByteArray variantValue(Bytes &in)
{
    static const int types[] = {QMetaType::QString,      QMetaType::Double,      QMetaType::Bool,
                                QMetaType::Int,          QMetaType::QByteArray,  QMetaType::QStringList,
                                QMetaType::QVariantList, QMetaType::QVariantMap, QMetaType::QDateTime,
                                QMetaType::QUrl,         QMetaType::UnknownType, 65535};
    QByteArray payload;
    {
        QDataStream out(&payload, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_0);
        out << quint32(types[in.take() % std::size(types)]) << quint8(in.take() & 1);
    }
    payload += in.take(in.take()); // the value's own bytes, well-formed or not
    // QSettings escapes the payload's bytes; NUL and the line end may not appear raw.
    QByteArray escaped;
    for (const char c : std::as_const(payload)) {
        if (c == '\0')
            escaped += "\\0";
        else if (c == '\n' || c == '\r' || c == '\\' || c == ';' || c == '"')
            escaped += "\\x" + QByteArray::number(uchar(c), 16) + ' ';
        else
            escaped += c;
    }
    return "@Variant(" + escaped + ')';
}

QByteArray structuredIni(Bytes &in)
{
    QByteArray ini = "[General]\n";
    for (int entry = 0; entry < 24 && !in.empty(); ++entry) {
        const uint8_t choice = in.take();
        const QByteArray key = keys[choice % std::size(keys)];
        QByteArray value;
        switch (in.take() % 6) {
        case 0:
            value = words[in.take() % std::size(words)];
            break;
        case 1:
            value = numbers[in.take() % std::size(numbers)];
            break;
        case 2: { // a list, as recent files are stored
            const int n = in.take() % 20;
            for (int i = 0; i < n; ++i)
                value += (i ? ", " : "") + QByteArray(words[in.take() % std::size(words)]);
            break;
        }
        case 3:
            value = variantValue(in);
            break;
        case 4: // a long value: past the report's name limit, or a huge exchange-rate string
            value = QByteArray(in.take() * 4, 'x');
            break;
        default:
            value = in.take(in.take() % 64).replace('\n', ' ').replace('\r', ' ');
            break;
        }
        if (choice & 0x80)
            ini += "[" + key.left(key.indexOf('/')) + "]\n" + key.mid(key.indexOf('/') + 1) + "=" + value + "\n";
        else
            ini += key + "=" + value + "\n";
    }
    return ini;
}

bool usable(const AppSettings &s)
{
    static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
    static const QRegularExpression region(QStringLiteral("^[a-z0-9-]{0,64}$"));
    const QString language = s.language();
    const double rate = s.exchangeRate();
    const double discount = s.customerDiscount();
    (void)s.presentationMode();
    (void)s.csvByteOrderMark();
    (void)s.windowGeometry();
    (void)s.tableHeaderState();
    return (language == QLatin1String("en") || language == QLatin1String("zh_CN"))
        && currency.match(s.currency()).hasMatch() && std::isfinite(rate) && rate >= 1e-6 && rate <= 1e6
        && std::isfinite(discount) && discount >= 0 && discount <= Advisor::Constraints::maxDiscountPercent
        && region.match(s.defaultRegion()).hasMatch() && s.recentFiles().size() <= AppSettings::maxRecentFiles
        && s.preparedBy().size() <= Advisor::ReportMeta::maxNameLength;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // tmpfs where there is one: QSettings syncs its file at every write, and a disk's fsync is slow.
    static QTemporaryDir folder(QFileInfo(QStringLiteral("/dev/shm")).isWritable()
                                    ? QStringLiteral("/dev/shm/fuzz_settings-XXXXXX")
                                    : QDir::tempPath() + QStringLiteral("/fuzz_settings-XXXXXX"));
    // QVariant warns of every unknown type id it is asked to load: that is the input, not a finding.
    static const bool quiet =
        (qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {}), true);
    (void)quiet;
    const QString path = folder.filePath(QStringLiteral("gpu-advisor.conf"));
    Bytes in(data, size);
    const QByteArray ini = (size > 0 && (data[0] & 7) == 0) ? in.take(size) : structuredIni(in);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(ini) != ini.size())
            std::abort();
    }
    // The program reads only what passes this check (AppSettings()); the rest never reaches QSettings.
    if (!AppSettings::unsafeContent(ini).isEmpty())
        return 0;
    QSettings stored(path, QSettings::IniFormat);
    AppSettings settings(&stored);
    if (!usable(settings))
        std::abort(); // the getters must never hand on what validate() would reset
    settings.validate();
    if (!usable(settings) || !settings.validate().isEmpty())
        std::abort();
    return 0;
}
