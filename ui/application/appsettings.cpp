// SPDX-License-Identifier: Apache-2.0
#include "ui/application/appsettings.h"

#include "models/io/boundedread.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenario.h"

#include <cctype>
#include <cmath>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace Advisor::Ui {

namespace Key {
const QString language = QStringLiteral("ui/language");
const QString currency = QStringLiteral("money/currency");
const QString rate = QStringLiteral("money/exchangeRate");
const QString region = QStringLiteral("defaults/region");
const QString discount = QStringLiteral("defaults/customerDiscountPercent");
const QString presentation = QStringLiteral("ui/presentationMode");
const QString geometry = QStringLiteral("window/geometry");
const QString header = QStringLiteral("window/resultsHeader");
const QString recent = QStringLiteral("files/recent");
const QString preparedBy = QStringLiteral("report/preparedBy");
const QString bom = QStringLiteral("export/csvByteOrderMark");
} // namespace Key

namespace {
bool isBool(const QVariant &v)
{
    if (v.typeId() == QMetaType::Bool)
        return true;
    const QString s = v.toString();
    return s == QLatin1String("true") || s == QLatin1String("false") || s == QLatin1String("1")
        || s == QLatin1String("0");
}

bool numberIn(const QVariant &v, double min, double max)
{
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok && std::isfinite(d) && d >= min && d <= max;
}

/** One setting: how to tell a usable stored value, and what to use instead. */
struct Rule
{
    const QString &key;
    QVariant fallback; // null: the getter's own (language follows the system)
    bool (*valid)(const QVariant &);
};

// A settings file is edited by hand, synced between machines, written by other versions: a 150 %
// discount from it once priced everything at 0 CNY and made autosaves the command line rejects.
const Rule rules[] = {
    {Key::language,
     {},
     [](const QVariant &v) { return v.toString() == QLatin1String("en") || v.toString() == QLatin1String("zh_CN"); }},
    {Key::currency, QStringLiteral("CNY"),
     [](const QVariant &v) {
         static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
         return code.match(v.toString()).hasMatch();
     }},
    {Key::rate, 1.0, [](const QVariant &v) { return numberIn(v, 1e-6, 1e6); }},
    {Key::region, QString(),
     [](const QVariant &v) {
         static const QRegularExpression id(QStringLiteral("^[a-z0-9-]{0,64}$"));
         return id.match(v.toString()).hasMatch();
     }},
    {Key::discount, 0.0, [](const QVariant &v) { return numberIn(v, 0, Constraints::maxDiscountPercent); }},
    {Key::presentation, false, isBool},
    {Key::bom, true, isBool},
    {Key::preparedBy, QString(), [](const QVariant &v) { return v.toString().size() <= ReportMeta::maxNameLength; }},
};

const Rule *ruleFor(const QString &key)
{
    for (const Rule &rule : rules) {
        if (rule.key == key)
            return &rule;
    }
    return nullptr;
}
} // namespace

QString AppSettings::defaultFilePath()
{
    // What QSettings' native format uses on Linux; named here so that the file is checked before
    // QSettings reads it, which it does as soon as it is made.
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/')
        + QCoreApplication::organizationName() + QLatin1Char('/') + QCoreApplication::applicationName()
        + QStringLiteral(".conf");
}

QString AppSettings::unsafeContent(const QByteArray &text)
{
    // QSettings unescapes a value before it looks for "@Variant(": \x40, \100 and \@ all make the "@",
    // and any letter may be escaped too. Undo every escape as it does, then look.
    QByteArray plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text.at(i);
        if (c != '\\' || i + 1 >= text.size()) {
            plain += c;
            continue;
        }
        const char next = text.at(++i);
        if (next == 'x' || next == 'X') {
            uint code = 0;
            while (i + 1 < text.size() && std::isxdigit(uchar(text.at(i + 1)))) {
                const char digit = char(std::tolower(uchar(text.at(++i))));
                code = code * 16 + uint(digit <= '9' ? digit - '0' : digit - 'a' + 10);
            }
            plain += code < 128 ? char(code) : '?';
        } else if (next >= '0' && next <= '7') {
            uint code = uint(next - '0');
            while (i + 1 < text.size() && text.at(i + 1) >= '0' && text.at(i + 1) <= '7')
                code = code * 8 + uint(text.at(++i) - '0');
            plain += code < 128 ? char(code) : '?';
        } else {
            plain += next;
        }
    }
    if (plain.contains("@Variant("))
        return QCoreApplication::translate("Advisor::Ui::AppSettings",
                                           "it holds a serialized value (@Variant) that this program never writes "
                                           "and that could make it use memory without bound");
    return {};
}

AppSettings::AppSettings()
{
    const QString path = defaultFilePath();
    QString problem;
    if (QFileInfo::exists(path) || QFileInfo(path).isSymLink()) {
        // Regular and small, or refused without waiting; then nothing in it that QSettings would inflate.
        const std::optional<QByteArray> text = BoundedRead::read(path, maxFileBytes, &problem);
        if (text) {
            if (const QString unsafe = unsafeContent(*text); !unsafe.isEmpty())
                problem = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), unsafe);
        }
    }
    if (problem.isEmpty()) {
        m_owned = std::make_unique<QSettings>(path, QSettings::IniFormat);
        return;
    }
    m_fileProblem = problem;
    m_standInFolder = std::make_unique<QTemporaryDir>();
    m_owned =
        std::make_unique<QSettings>(m_standInFolder->filePath(QStringLiteral("settings.conf")), QSettings::IniFormat);
}

AppSettings::AppSettings(QSettings *settings)
    : m_injected(settings)
{ }

AppSettings::~AppSettings() = default;

bool AppSettings::store(const QString &key, const QVariant &value)
{
    const bool differs = settings()->value(key) != value;
    settings()->setValue(key, value);
    return differs;
}

QSettings *AppSettings::settings() const
{
    return m_injected ? m_injected : m_owned.get();
}

QVariant AppSettings::checked(const QString &key, const QVariant &fallback) const
{
    const QVariant v = settings()->value(key);
    if (!v.isValid())
        return fallback;
    const Rule *rule = ruleFor(key);
    return rule && !rule->valid(v) ? fallback : v;
}

QStringList AppSettings::validate()
{
    QStringList problems;
    for (const Rule &rule : rules) {
        const QVariant v = settings()->value(rule.key);
        if (!v.isValid() || rule.valid(v))
            continue;
        settings()->remove(rule.key);
        const QString shown = v.toString().left(40);
        problems << QCoreApplication::translate("Advisor::Ui::AppSettings",
                                                "%1 = \"%2\" cannot be used; the default is used instead")
                        .arg(rule.key, shown);
    }
    return problems;
}

QString AppSettings::language() const
{
    // First start: follow the system language, Chinese or English.
    const QString fallback =
        QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    return checked(Key::language, fallback).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    settings()->setValue(Key::language, language);
}
QString AppSettings::currency() const
{
    return checked(Key::currency, QStringLiteral("CNY")).toString();
}
void AppSettings::setCurrency(const QString &currency)
{
    if (store(Key::currency, currency))
        emit displayChanged();
}
double AppSettings::exchangeRate() const
{
    return checked(Key::rate, 1.0).toDouble();
}
void AppSettings::setExchangeRate(double rate)
{
    if (store(Key::rate, rate))
        emit displayChanged();
}
QString AppSettings::defaultRegion() const
{
    return checked(Key::region, QString()).toString();
}
void AppSettings::setDefaultRegion(const QString &region)
{
    if (store(Key::region, region))
        emit displayChanged();
}
double AppSettings::customerDiscount() const
{
    return checked(Key::discount, 0.0).toDouble();
}
void AppSettings::setCustomerDiscount(double percent)
{
    if (store(Key::discount, percent))
        emit displayChanged();
}
bool AppSettings::presentationMode() const
{
    return checked(Key::presentation, false).toBool();
}
void AppSettings::setPresentationMode(bool on)
{
    if (store(Key::presentation, on))
        emit presentationModeChanged(on);
}
QByteArray AppSettings::windowGeometry() const
{
    return settings()->value(Key::geometry).toByteArray();
}
void AppSettings::setWindowGeometry(const QByteArray &state)
{
    settings()->setValue(Key::geometry, state);
}
QByteArray AppSettings::tableHeaderState() const
{
    return settings()->value(Key::header).toByteArray();
}
void AppSettings::setTableHeaderState(const QByteArray &state)
{
    settings()->setValue(Key::header, state);
}

QStringList AppSettings::recentFiles() const
{
    return settings()->value(Key::recent).toStringList().mid(0, maxRecentFiles);
}
void AppSettings::setRecentFiles(const QStringList &files)
{
    settings()->setValue(Key::recent, files.mid(0, maxRecentFiles));
}
QString AppSettings::preparedBy() const
{
    return checked(Key::preparedBy, QString()).toString();
}
void AppSettings::setPreparedBy(const QString &name)
{
    settings()->setValue(Key::preparedBy, name);
}
bool AppSettings::csvByteOrderMark() const
{
    return checked(Key::bom, true).toBool();
}
void AppSettings::setCsvByteOrderMark(bool on)
{
    if (store(Key::bom, on))
        emit displayChanged();
}

} // namespace Advisor::Ui
